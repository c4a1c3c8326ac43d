extern "C" __global__ void heading_wrap_deg_cf8x(const float* deg, float* wrapped, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        float r_4 = fmodf(deg[i_4] + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (r_4 <= 0.0f)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            r_4 += 360.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        wrapped[i_4] = r_4 - 180.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        float r_5 = fmodf(deg[i_5] + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (r_5 <= 0.0f)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            r_5 += 360.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        wrapped[i_5] = r_5 - 180.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        float r_6 = fmodf(deg[i_6] + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (r_6 <= 0.0f)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            r_6 += 360.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        wrapped[i_6] = r_6 - 180.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        float r_7 = fmodf(deg[i_7] + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (r_7 <= 0.0f)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            r_7 += 360.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        wrapped[i_7] = r_7 - 180.0f;
    }
}
