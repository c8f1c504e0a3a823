#!/bin/sh
# git's GIT_ASKPASS for an HTTPS remote: the user name is x-access-token, the password is the token file's content.
case "$1" in
  Username*) printf '%s\n' "${STUDIO_TOKEN_USER:-x-access-token}" ;;
  *) cat "$STUDIO_TOKEN_FILE" ;;
esac
