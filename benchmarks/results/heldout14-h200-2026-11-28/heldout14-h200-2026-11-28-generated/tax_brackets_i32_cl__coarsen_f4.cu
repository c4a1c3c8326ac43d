extern "C" __global__ void tax_brackets_i32_cf4x(const int* income, int* tax, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int x_0 = income[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b1_0 = min(max(x_0 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b2_0 = min(max(x_0 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b3_0 = max(x_0 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        tax[i_0] = (b1_0 * 10 + b2_0 * 20 + b3_0 * 40) / 100;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int x_1 = income[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b1_1 = min(max(x_1 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b2_1 = min(max(x_1 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b3_1 = max(x_1 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        tax[i_1] = (b1_1 * 10 + b2_1 * 20 + b3_1 * 40) / 100;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int x_2 = income[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b1_2 = min(max(x_2 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b2_2 = min(max(x_2 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b3_2 = max(x_2 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        tax[i_2] = (b1_2 * 10 + b2_2 * 20 + b3_2 * 40) / 100;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int x_3 = income[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b1_3 = min(max(x_3 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b2_3 = min(max(x_3 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int b3_3 = max(x_3 - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        tax[i_3] = (b1_3 * 10 + b2_3 * 20 + b3_3 * 40) / 100;
    }
}
