extern "C" __global__ void block_select_gt_serial_cf2x(const int* vals, int* out, int* count, int thr, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    __shared__ int rows[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_0 = (unsigned long long)threadIdx.x * 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int base = (unsigned long long)blockIdx.x * 256;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i_0 = base + t_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i_1 = base + t_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i_0 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t_0] = vals[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i_1 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t_1] = vals[i_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (t_0 == 0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int len_0 = min(256, n - base);
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int k_0 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_0 = 0; j_0 < len_0; j_0++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            if (rows[j_0] > thr) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                out[base + k_0] = rows[j_0];
#line 21 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                k_0++;
            }
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_1_0 = k_0; j_1_0 < len_0; j_1_0++)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            out[base + j_1_0] = 0;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        count[(unsigned long long)blockIdx.x] = k_0;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (t_1 == 0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int len_1 = min(256, n - base);
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int k_1 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_c1 = 0; j_c1 < len_1; j_c1++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            if (rows[j_c1] > thr) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                out[base + k_1] = rows[j_c1];
#line 21 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                k_1++;
            }
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_1_1 = k_1; j_1_1 < len_1; j_1_1++)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            out[base + j_1_1] = 0;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        count[(unsigned long long)blockIdx.x] = k_1;
    }
}
