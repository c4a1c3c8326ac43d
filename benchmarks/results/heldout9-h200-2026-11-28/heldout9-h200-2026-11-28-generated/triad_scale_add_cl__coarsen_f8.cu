extern "C" __global__ void triad_scale_add_cf8x(const float* b, const float* c, float* a, float s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i_4] = b[i_4] + s * c[i_4];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i_5] = b[i_5] + s * c[i_5];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i_6] = b[i_6] + s * c[i_6];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cl"
        a[i_7] = b[i_7] + s * c[i_7];
}
