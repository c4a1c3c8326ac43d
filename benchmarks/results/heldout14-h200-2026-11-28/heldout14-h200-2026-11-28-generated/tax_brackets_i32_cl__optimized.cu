extern "C" __global__ void tax_brackets_i32_opt(const int* income, int* tax, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    int4 income_v0;
    int4 tax_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        if (ucond) {
            income_v0 = *(const int4*)&income[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int x_m0 = income_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b1_m0 = min(max(x_m0 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b2_m0 = min(max(x_m0 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b3_m0 = max(x_m0 - 100000, 0);
            tax_v1.x = (b1_m0 * 10 + b2_m0 * 20 + b3_m0 * 40) / 100;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int x_m1 = income_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b1_m1 = min(max(x_m1 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b2_m1 = min(max(x_m1 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b3_m1 = max(x_m1 - 100000, 0);
            tax_v1.y = (b1_m1 * 10 + b2_m1 * 20 + b3_m1 * 40) / 100;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int x_m2 = income_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b1_m2 = min(max(x_m2 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b2_m2 = min(max(x_m2 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b3_m2 = max(x_m2 - 100000, 0);
            tax_v1.z = (b1_m2 * 10 + b2_m2 * 20 + b3_m2 * 40) / 100;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int x_m3 = income_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b1_m3 = min(max(x_m3 - 10000, 0), 30000);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b2_m3 = min(max(x_m3 - 40000, 0), 60000);
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/tax_brackets_i32.cl"
            int b3_m3 = max(x_m3 - 100000, 0);
            tax_v1.w = (b1_m3 * 10 + b2_m3 * 20 + b3_m3 * 40) / 100;
            *(int4*)(&tax[i_m3] - 3) = tax_v1;
        }
    }
}
