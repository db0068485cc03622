// The host: no `remotes` key. Remotes come from /remotes.json at run time (DESIGN.md section 3).
module.exports = { name: 'shell' };
