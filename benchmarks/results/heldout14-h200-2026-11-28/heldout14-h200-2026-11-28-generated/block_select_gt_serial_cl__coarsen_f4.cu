extern "C" __global__ void block_select_gt_serial_cf4x(const int* vals, int* out, int* count, int thr, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    __shared__ int rows[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_0 = (unsigned long long)threadIdx.x * 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int base = (unsigned long long)blockIdx.x * 256;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i_0 = base + t_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i_1 = base + t_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i_2 = base + t_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i_3 = base + t_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i_0 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t_0] = vals[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i_1 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t_1] = vals[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i_2 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t_2] = vals[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i_3 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t_3] = vals[i_3];
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
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (t_2 == 0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int len_2 = min(256, n - base);
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int k_2 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_2 = 0; j_2 < len_2; j_2++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            if (rows[j_2] > thr) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                out[base + k_2] = rows[j_2];
#line 21 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                k_2++;
            }
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_1_2 = k_2; j_1_2 < len_2; j_1_2++)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            out[base + j_1_2] = 0;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        count[(unsigned long long)blockIdx.x] = k_2;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (t_3 == 0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int len_3 = min(256, n - base);
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int k_3 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_3 = 0; j_3 < len_3; j_3++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            if (rows[j_3] > thr) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                out[base + k_3] = rows[j_3];
#line 21 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                k_3++;
            }
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_1_3 = k_3; j_1_3 < len_3; j_1_3++)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            out[base + j_1_3] = 0;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        count[(unsigned long long)blockIdx.x] = k_3;
    }
}
