extern "C" __global__ void heading_wrap_deg_cf2x(const float* deg, float* wrapped, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
