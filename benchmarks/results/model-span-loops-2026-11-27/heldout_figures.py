# Suite figures before/after rule 16: run from the repository root (python3 benchmarks/results/model-span-loops-2026-11-27/heldout_figures.py)
import json, numpy as np
from scipy.stats import spearmanr
out={}
for new, old in (('benchmarks/results/model-span-loops-2026-11-27/heldout-suite1-affected.json','benchmarks/results/model-error-analysis-heldout-cpu-2026-11-27.json'),('benchmarks/results/model-span-loops-2026-11-27/heldout-suite2-affected.json','benchmarks/results/model-error-analysis-heldout2-cpu-2026-11-27.json')):
    a=json.load(open(new)); b=json.load(open(old))
    nm={(p['kernel'],p['role']):p['after']['predicted_ms'] for p in a['points']}
    pts=b['points']
    def figs(pred):
        ape=np.array([abs(pred(p)/p['measured_ms']-1) for p in pts])
        fam={}
        for p in pts: fam.setdefault(p['family'],[]).append(p)
        rhos=[spearmanr([pred(p) for p in l],[p['measured_ms'] for p in l])[0] for l in fam.values() if len(l)>2]
        return {'n':len(pts),'MdAPE':round(100*float(np.median(ape)),2),'meanAPE':round(100*float(ape.mean()),2),'mean_family_spearman':round(float(np.nanmean(rhos)),4)}
    before=figs(lambda p:p['after']['predicted_ms'])
    after=figs(lambda p:nm.get((p['kernel'],p['role']),p['after']['predicted_ms']))
    out[old]={'before':before,'after':after,'changed_points':[{'kernel':k[0],'role':k[1],'before':[p for p in pts if (p['kernel'],p['role'])==k][0]['after']['predicted_ms'],'after':v} for k,v in nm.items() if abs(v/[p for p in pts if (p['kernel'],p['role'])==k][0]['after']['predicted_ms']-1)>0.005]}
    print(old, before, after)
json.dump(out,open('benchmarks/results/model-span-loops-2026-11-27/heldout-figures.json','w'),indent=1)
