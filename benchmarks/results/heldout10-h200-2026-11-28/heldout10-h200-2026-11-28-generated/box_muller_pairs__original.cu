extern "C" __global__ void box_muller_pairs(const float* u1, const float* u2, float* z0, float* z1, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float r = sqrtf(-2.0f * logf(u1[i]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        float a = 6.2831855f * u2[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z0[i] = r * cosf(a);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        z1[i] = r * sinf(a);
    }
}
