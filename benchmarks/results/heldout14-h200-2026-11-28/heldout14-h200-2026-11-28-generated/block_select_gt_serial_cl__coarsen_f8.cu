extern "C" __global__ void block_select_gt_serial_cf8x(const int* vals, int* out, int* count, int thr, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    __shared__ int rows[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_0 = (unsigned long long)threadIdx.x * 8ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int t_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
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
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i_4 = base + t_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i_5 = base + t_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i_6 = base + t_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    int i_7 = base + t_7;
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
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i_4 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t_4] = vals[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i_5 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t_5] = vals[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i_6 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t_6] = vals[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (i_7 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        rows[t_7] = vals[i_7];
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
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (t_4 == 0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int len_4 = min(256, n - base);
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int k_4 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_4 = 0; j_4 < len_4; j_4++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            if (rows[j_4] > thr) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                out[base + k_4] = rows[j_4];
#line 21 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                k_4++;
            }
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_1_4 = k_4; j_1_4 < len_4; j_1_4++)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            out[base + j_1_4] = 0;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        count[(unsigned long long)blockIdx.x] = k_4;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (t_5 == 0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int len_5 = min(256, n - base);
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int k_5 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_5 = 0; j_5 < len_5; j_5++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            if (rows[j_5] > thr) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                out[base + k_5] = rows[j_5];
#line 21 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                k_5++;
            }
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_1_5 = k_5; j_1_5 < len_5; j_1_5++)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            out[base + j_1_5] = 0;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        count[(unsigned long long)blockIdx.x] = k_5;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (t_6 == 0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int len_6 = min(256, n - base);
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int k_6 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_6 = 0; j_6 < len_6; j_6++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            if (rows[j_6] > thr) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                out[base + k_6] = rows[j_6];
#line 21 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                k_6++;
            }
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_1_6 = k_6; j_1_6 < len_6; j_1_6++)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            out[base + j_1_6] = 0;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        count[(unsigned long long)blockIdx.x] = k_6;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
    if (t_7 == 0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int len_7 = min(256, n - base);
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        int k_7 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_7 = 0; j_7 < len_7; j_7++) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            if (rows[j_7] > thr) {
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                out[base + k_7] = rows[j_7];
#line 21 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
                k_7++;
            }
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        for (int j_1_7 = k_7; j_1_7 < len_7; j_1_7++)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
            out[base + j_1_7] = 0;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cl"
        count[(unsigned long long)blockIdx.x] = k_7;
    }
}
