extern "C" __global__ void tax_brackets_i32_cf2x_st32(const int* income, int* tax, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
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
}
