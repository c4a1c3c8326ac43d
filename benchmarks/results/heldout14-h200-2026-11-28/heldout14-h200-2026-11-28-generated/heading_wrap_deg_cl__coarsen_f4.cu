extern "C" __global__ void heading_wrap_deg_cf4x(const float* deg, float* wrapped, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        float r_0 = fmodf(deg[i_0] + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (r_0 <= 0.0f)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            r_0 += 360.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        wrapped[i_0] = r_0 - 180.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        float r_1 = fmodf(deg[i_1] + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (r_1 <= 0.0f)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            r_1 += 360.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        wrapped[i_1] = r_1 - 180.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        float r_2 = fmodf(deg[i_2] + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (r_2 <= 0.0f)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            r_2 += 360.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        wrapped[i_2] = r_2 - 180.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        float r_3 = fmodf(deg[i_3] + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (r_3 <= 0.0f)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            r_3 += 360.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        wrapped[i_3] = r_3 - 180.0f;
    }
}
