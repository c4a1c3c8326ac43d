extern "C" __global__ void block_select_gt_serial(const int* vals, int* out, int* count, int thr, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    __shared__ int rows[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    int base = blockIdx.x * 256;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    int i = base + threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    if (i < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        rows[threadIdx.x] = vals[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
    if (threadIdx.x == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        int len = min(256, n - base);
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        int k = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        for (int j = 0; j < len; j++) {
#line 18 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
            if (rows[j] > thr) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
                out[base + k] = rows[j];
#line 20 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
                k++;
            }
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        for (int j_1 = k; j_1 < len; j_1++)
#line 24 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
            out[base + j_1] = 0;
#line 25 "/work/main/.stage/main/benchmarks/heldout14/kernels/block_select_gt_serial.cu"
        count[blockIdx.x] = k;
    }
}
