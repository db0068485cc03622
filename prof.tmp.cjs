const fs=require('fs');const path=require('path');const {SourceMapConsumer}=require('source-map-js');
const p=JSON.parse(fs.readFileSync(process.argv[2]));
const nodes=new Map(p.nodes.map(n=>[n.id,n]));const parent=new Map();for(const n of p.nodes)for(const c of n.children||[])parent.set(c,n.id);
const maps={};
function consumer(url){ if(url in maps) return maps[url]; let f=null; const m=url.match(/localhost:\d+\/(remotes\/(mf_[a-z_]+)\/)?([^?#]+\.js)$/); if(m){ const app=m[2]?m[2].replace(/_/g,'-'):'shell'; const file=path.join(app,'dist',m[3]); if(fs.existsSync(file+'.map')) f=new SourceMapConsumer(JSON.parse(fs.readFileSync(file+'.map','utf8'))); } return maps[url]=f; }
function label(cf){ const c=consumer(cf.url); if(!c) return (cf.functionName||'(anon)')+' '+(cf.url.split('/').pop()||''); const o=c.originalPositionFor({line:cf.lineNumber+1,column:cf.columnNumber}); if(!o.source) return cf.functionName+' ?'; let s=o.source.replace(/^webpack:\/\/[^/]*\//,''); s=s.replace(/.*node_modules\//,'npm:'); return (o.name||cf.functionName||'anon')+' '+s+':'+o.line; }
const self=new Map(), incl=new Map(), byfile=new Map();
const t0=p.startTime; let t=t0; const from=Number(process.argv[3]||0)*1000, to=Number(process.argv[4]||1e9)*1000;
for(let i=0;i<p.samples.length;i++){ t+=p.timeDeltas[i]; const dt=(p.timeDeltas[i+1]||0)/1000; if(t-t0<from||t-t0>to) continue; let id=p.samples[i]; const n=nodes.get(id); const l=label(n.callFrame); self.set(l,(self.get(l)||0)+dt); const file=l.split(' ')[1]?.split(':')[0]||l; const key=file.startsWith('npm:')?file.split('/').slice(0,file.startsWith('npm:@')?2:1).join('/'):file; byfile.set(key,(byfile.get(key)||0)+dt); const seen=new Set(); while(id){ const nn=nodes.get(id); const ll=label(nn.callFrame); if(!seen.has(ll)){seen.add(ll); incl.set(ll,(incl.get(ll)||0)+dt);} id=parent.get(id);} }
const top=(m,k)=>[...m].sort((a,b)=>b[1]-a[1]).slice(0,k).forEach(([a,b])=>console.log(b.toFixed(1).padStart(8),a));
console.log('== self by file');top(byfile,30);console.log('== inclusive');top(incl,60);
