extern "C" __global__ void tax_brackets_i32_cf8x(const int* income, int* tax, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int x_0 = income[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b1_0 = min(max(x_0 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b2_0 = min(max(x_0 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b3_0 = max(x_0 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        tax[i_0] = (b1_0 * 10 + b2_0 * 20 + b3_0 * 40) / 100;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int x_1 = income[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b1_1 = min(max(x_1 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b2_1 = min(max(x_1 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b3_1 = max(x_1 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        tax[i_1] = (b1_1 * 10 + b2_1 * 20 + b3_1 * 40) / 100;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int x_2 = income[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b1_2 = min(max(x_2 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b2_2 = min(max(x_2 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b3_2 = max(x_2 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        tax[i_2] = (b1_2 * 10 + b2_2 * 20 + b3_2 * 40) / 100;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int x_3 = income[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b1_3 = min(max(x_3 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b2_3 = min(max(x_3 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b3_3 = max(x_3 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        tax[i_3] = (b1_3 * 10 + b2_3 * 20 + b3_3 * 40) / 100;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int x_4 = income[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b1_4 = min(max(x_4 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b2_4 = min(max(x_4 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b3_4 = max(x_4 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        tax[i_4] = (b1_4 * 10 + b2_4 * 20 + b3_4 * 40) / 100;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int x_5 = income[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b1_5 = min(max(x_5 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b2_5 = min(max(x_5 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b3_5 = max(x_5 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        tax[i_5] = (b1_5 * 10 + b2_5 * 20 + b3_5 * 40) / 100;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int x_6 = income[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b1_6 = min(max(x_6 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b2_6 = min(max(x_6 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b3_6 = max(x_6 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        tax[i_6] = (b1_6 * 10 + b2_6 * 20 + b3_6 * 40) / 100;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int x_7 = income[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b1_7 = min(max(x_7 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b2_7 = min(max(x_7 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b3_7 = max(x_7 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        tax[i_7] = (b1_7 * 10 + b2_7 * 20 + b3_7 * 40) / 100;
    }
}
