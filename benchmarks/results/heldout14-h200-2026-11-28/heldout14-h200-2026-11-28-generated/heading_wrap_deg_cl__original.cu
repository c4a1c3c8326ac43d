extern "C" __global__ void heading_wrap_deg(const float* deg, float* wrapped, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        float r = fmodf(deg[i] + 180.0f, 360.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        if (r <= 0.0f)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
            r += 360.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cl"
        wrapped[i] = r - 180.0f;
    }
}
