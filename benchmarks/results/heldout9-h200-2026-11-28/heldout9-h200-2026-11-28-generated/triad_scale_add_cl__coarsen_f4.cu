extern "C" __global__ void triad_scale_add_cf4x(const float* b, const float* c, float* a, float s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i_0] = b[i_0] + s * c[i_0];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i_1] = b[i_1] + s * c[i_1];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i_2] = b[i_2] + s * c[i_2];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i_3] = b[i_3] + s * c[i_3];
}
