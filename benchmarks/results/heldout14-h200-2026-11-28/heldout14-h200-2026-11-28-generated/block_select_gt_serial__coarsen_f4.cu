extern "C" __global__ void block_select_gt_serial_cf4x(const int* vals, int* out, int* count, int thr, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    __shared__ int rows[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    int base = blockIdx.x * 256;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    int i_0 = base + threadIdx.x * 4u;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    int i_1 = base + (threadIdx.x * 4u + 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    int i_2 = base + (threadIdx.x * 4u + 2u);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    int i_3 = base + (threadIdx.x * 4u + 3u);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    if (i_0 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        rows[threadIdx.x * 4u] = vals[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    if (i_1 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        rows[threadIdx.x * 4u + 1u] = vals[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    if (i_2 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        rows[threadIdx.x * 4u + 2u] = vals[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    if (i_3 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        rows[threadIdx.x * 4u + 3u] = vals[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    if (threadIdx.x * 4u == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        int len_0 = min(256, n - base);
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        int k_0 = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        for (int j_0 = 0; j_0 < len_0; j_0++) {
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
            if (rows[j_0] > thr) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
                out[base + k_0] = rows[j_0];
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
                k_0++;
            }
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        for (int j_1_0 = k_0; j_1_0 < len_0; j_1_0++)
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
            out[base + j_1_0] = 0;
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        count[blockIdx.x] = k_0;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    if (threadIdx.x * 4u + 1u == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        int len_1 = min(256, n - base);
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        int k_1 = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        for (int j_c1 = 0; j_c1 < len_1; j_c1++) {
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
            if (rows[j_c1] > thr) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
                out[base + k_1] = rows[j_c1];
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
                k_1++;
            }
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        for (int j_1_1 = k_1; j_1_1 < len_1; j_1_1++)
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
            out[base + j_1_1] = 0;
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        count[blockIdx.x] = k_1;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    if (threadIdx.x * 4u + 2u == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        int len_2 = min(256, n - base);
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        int k_2 = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        for (int j_2 = 0; j_2 < len_2; j_2++) {
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
            if (rows[j_2] > thr) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
                out[base + k_2] = rows[j_2];
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
                k_2++;
            }
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        for (int j_1_2 = k_2; j_1_2 < len_2; j_1_2++)
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
            out[base + j_1_2] = 0;
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        count[blockIdx.x] = k_2;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    if (threadIdx.x * 4u + 3u == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        int len_3 = min(256, n - base);
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        int k_3 = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        for (int j_3 = 0; j_3 < len_3; j_3++) {
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
            if (rows[j_3] > thr) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
                out[base + k_3] = rows[j_3];
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
                k_3++;
            }
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        for (int j_1_3 = k_3; j_1_3 < len_3; j_1_3++)
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
            out[base + j_1_3] = 0;
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        count[blockIdx.x] = k_3;
    }
}
