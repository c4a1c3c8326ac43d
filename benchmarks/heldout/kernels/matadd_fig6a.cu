// Held-out suite (frozen). Float matrix addition in the form of Fig. 6a of van den Braak et
// al. (SAMOS 2010) on a 1D grid: element threadIdx.x * gridDim.x + blockIdx.x, launched as
// many blocks of 1024 threads; every element is written exactly once.
// Memory problem: consecutive lanes are gridDim.x floats apart (uncoalesced).
extern "C" __global__ void matadd_fig6a(const float *a, const float *b, float *c)
{
    int i = threadIdx.x * gridDim.x + blockIdx.x;
    c[i] = a[i] + b[i];
}
