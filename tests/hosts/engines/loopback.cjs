// Loaded into netlify dev (NODE_OPTIONS=--require): its servers listen on every interface by default,
// and the host tests' engines answer on loopback only. An address given explicitly is kept.
const net = require('node:net');
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const [first] = args;
  if (first && typeof first === 'object' && !Array.isArray(first) && first.path === undefined && first.handle === undefined && first.fd === undefined) {
    if (!first.host) args[0] = { ...first, host: '127.0.0.1' };
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first)) || first === undefined || typeof first === 'function') {
    const port = typeof first === 'function' || first === undefined ? 0 : first;
    const rest = typeof first === 'function' || first === undefined ? args : args.slice(1);
    if (typeof rest[0] !== 'string') return listen.call(this, port, '127.0.0.1', ...rest);
  }
  return listen.apply(this, args);
};
