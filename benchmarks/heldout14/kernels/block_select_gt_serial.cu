// Held-out suite 14 (frozen). A selection (WHERE vals > thr) done per block of 256 rows: the
// block's rows are staged in shared memory, then its first thread packs the selected values in
// order at the start of the block's 256 output slots, zeroes the other slots and writes the
// block's count. Blocks of exactly 256.
extern "C" __global__ void block_select_gt_serial(const int *vals, int *out, int *count, int thr,
                                                  int n)
{
    __shared__ int rows[256];
    int base = blockIdx.x * 256;
    int i = base + threadIdx.x;
    if (i < n)
        rows[threadIdx.x] = vals[i];
    __syncthreads();
    if (threadIdx.x == 0) {
        int len = min(256, n - base);
        int k = 0;
        for (int j = 0; j < len; j++) {
            if (rows[j] > thr) {
                out[base + k] = rows[j];
                k++;
            }
        }
        for (int j = k; j < len; j++)
            out[base + j] = 0;
        count[blockIdx.x] = k;
    }
}
