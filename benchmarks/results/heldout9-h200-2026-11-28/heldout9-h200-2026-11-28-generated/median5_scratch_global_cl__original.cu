extern "C" __global__ void median5_scratch_global(const float* x, float* scratch, float* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
        float* w = scratch + 5 * i;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
        for (int k = 0; k < 5; k++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
            w[k] = x[min(max(i + k - 2, 0), n - 1)];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
        for (int a = 0; a < 4; a++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
            for (int b = 0; b < 4 - a; b++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
                float p = w[b];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
                float q = w[b + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
                if (p > q) {
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
                    w[b] = q;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
                    w[b + 1] = p;
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cl"
        out[i] = w[2];
    }
}
