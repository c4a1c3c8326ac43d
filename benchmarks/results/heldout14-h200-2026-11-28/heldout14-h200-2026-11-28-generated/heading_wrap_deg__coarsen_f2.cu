extern "C" __global__ void heading_wrap_deg_cf2x(const float* deg, float* wrapped, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 4 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
    if (i_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
        float r_0 = fmodf(deg[i_0] + 180.0f, 360.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
        if (r_0 <= 0.0f)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
            r_0 += 360.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
        wrapped[i_0] = r_0 - 180.0f;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
    if (i_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
        float r_1 = fmodf(deg[i_1] + 180.0f, 360.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
        if (r_1 <= 0.0f)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
            r_1 += 360.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
        wrapped[i_1] = r_1 - 180.0f;
    }
}
