# Leave-one-space-out over the nine earlier tuning spaces, four shortlist sizes (run from the repository root, PYTHONPATH=src; features of 2026-11-27 before rule 16). Output: loso-nine-before-rule16.txt
import json, sys, numpy as np
sys.path.insert(0,'benchmarks'); sys.path.insert(0,'src')
import rank_transfer as RT
from warpsmith.tune import transfer as T
doc=json.load(open('benchmarks/results/tune-transfer-2026-11-27/features.json'))
names=list(doc['spaces'])
data={n:RT._space(doc,n) for n in names}
def run(shortlist=0.1, **kw):
    hits_m=hits_c=0; fr_m=[]; fr_c=[]; rows=[]
    for n in names:
        tr={m:(data[m][1],data[m][3]) for m in names if m!=n}
        corr=T.fit(tr, shortlist=shortlist, **kw)
        keys,feats,X,y=data[n]
        qm=RT.quality(keys,X[:,0],y); qc=RT.quality(keys,corr.scores(feats),y)
        hits_m+=qm['first_within_10pct']; hits_c+=qc['first_within_10pct']
        fr_m.append(qm['first_fraction']); fr_c.append(qc['first_fraction'])
        rows.append((n, round(qm['first_fraction'],3), round(qc['first_fraction'],3), round(qc['best_of_first5'],3)))
    print(f"shortlist={shortlist} {kw}: model {hits_m}/9 gmean {np.exp(np.mean(np.log(fr_m))):.3f}; corrected {hits_c}/9 gmean {np.exp(np.mean(np.log(fr_c))):.3f}")
    print("   ", rows, flush=True)
for s in (0.1, 0.2, 0.3, 1.0):
    run(s)
