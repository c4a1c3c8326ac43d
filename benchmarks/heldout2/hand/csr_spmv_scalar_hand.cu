// Held-out suite 2 (frozen), hand version of csr_spmv_scalar (CSR "vector" kernel): 32 threads
// per row (4 rows per block of 128), each taking entries rowptr[r] + lane, + 32, ... (the
// row's entries are contiguous: coalesced), partial sums added in shared memory.
extern "C" __global__ void csr_spmv_scalar_hand(const int *rowptr, const int *cols,
                                                const float *vals, const float *x, float *y,
                                                int rows)
{
    __shared__ float part[128];
    int l = threadIdx.x;
    int lane = l & 31;
    int r = blockIdx.x * 4 + (l >> 5);
    float s = 0.0f;
    if (r < rows) {
        for (int k = rowptr[r] + lane; k < rowptr[r + 1]; k += 32)
            s += vals[k] * x[cols[k]];
    }
    part[l] = s;
    __syncthreads();
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[l] += part[l + st];
        __syncthreads();
    }
    if (lane == 0 && r < rows)
        y[r] = part[l];
}
