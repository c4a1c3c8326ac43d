// Held-out suite 2 (frozen). Per-block maximum and its index (the smaller index on ties)
// over 256 elements per block: a tree in shared memory with sequential addressing.
extern "C" __global__ void argmax_block(const float *in, float *maxv, int *maxi, int n)
{
    __shared__ float sv[256];
    __shared__ int si[256];
    int t = threadIdx.x;
    int g = blockIdx.x * 256 + t;
    sv[t] = g < n ? in[g] : -3.0e38f;
    si[t] = g < n ? g : n;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st) {
            float a = sv[t], b = sv[t + st];
            if (b > a || (b == a && si[t + st] < si[t])) {
                sv[t] = b;
                si[t] = si[t + st];
            }
        }
        __syncthreads();
    }
    if (t == 0) {
        maxv[blockIdx.x] = sv[0];
        maxi[blockIdx.x] = si[0];
    }
}
