extern "C" __global__ void triad_scale_add_cf2x(const float* b, const float* c, float* a, float s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i_0] = b[i_0] + s * c[i_0];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i_1] = b[i_1] + s * c[i_1];
}
