// Held-out suite 7 (frozen), hand version of colmajor_bias_add: the threads are numbered in
// the matrix's own (column-major) order, t = c * n + r, so that neighbouring threads read
// and write neighbouring floats. The launch covers n * m threads.
extern "C" __global__ void colmajor_bias_add_hand(const float *A, const float *rs,
                                                  const float *cb, float *out, int n, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n * m) {
        int c = t / n;
        int r = t % n;
        out[t] = A[t] * rs[r] + cb[c];
    }
}
