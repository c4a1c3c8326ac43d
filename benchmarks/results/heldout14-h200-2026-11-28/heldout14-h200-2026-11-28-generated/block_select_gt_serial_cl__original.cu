extern "C" __global__ void block_select_gt_serial(const int* vals, int* out, int* count, int thr, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    __shared__ int rows[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int base = (unsigned long long)blockIdx.x * 256;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i = base + t;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t] = vals[i];
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (t == 0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int len = min(256, n - base);
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int k = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j = 0; j < len; j++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            if (rows[j] > thr) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                out[base + k] = rows[j];
#line 21 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                k++;
            }
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_1 = k; j_1 < len; j_1++)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            out[base + j_1] = 0;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        count[(unsigned long long)blockIdx.x] = k;
    }
}
