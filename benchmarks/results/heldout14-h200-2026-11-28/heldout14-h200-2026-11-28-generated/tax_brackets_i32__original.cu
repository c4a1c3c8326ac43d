extern "C" __global__ void tax_brackets_i32(const int* income, int* tax, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int x = income[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b1 = min(max(x - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b2 = min(max(x - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        int b3 = max(x - 100000, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cu"
        tax[i] = (b1 * 10 + b2 * 20 + b3 * 40) / 100;
    }
}
