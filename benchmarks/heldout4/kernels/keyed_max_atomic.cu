// Held-out suite 4 (frozen). Maximum of the values per key (keys in [0, nkeys)), into
// out (which holds the starting maxima): one thread per element, a global atomic maximum.
extern "C" __global__ void keyed_max_atomic(const int *key, const int *val, int *out,
                                            int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicMax(&out[key[i]], val[i]);
}
