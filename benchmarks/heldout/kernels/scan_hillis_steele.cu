// Held-out suite (frozen). Per-block inclusive scan of ints, Hillis-Steele with a double
// buffer in dynamic shared memory (2 * blockDim.x ints); n is a multiple of the block.
extern "C" __global__ void scan_hillis_steele(const int *in, int *out, int n)
{
    extern __shared__ int buf[];
    int t = threadIdx.x;
    int b = blockDim.x;
    int g = blockIdx.x * b + t;
    int src = 0;
    buf[t] = in[g];
    __syncthreads();
    for (int off = 1; off < b; off *= 2) {
        int dst = 1 - src;
        if (t >= off)
            buf[dst * b + t] = buf[src * b + t] + buf[src * b + t - off];
        else
            buf[dst * b + t] = buf[src * b + t];
        __syncthreads();
        src = dst;
    }
    out[g] = buf[src * b + t];
}
