extern "C" __global__ void heading_wrap_deg(const float* deg, float* wrapped, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
    if (i < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
        float r = fmodf(deg[i] + 180.0f, 360.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
        if (r <= 0.0f)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
            r += 360.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/heading_wrap_deg.cu"
        wrapped[i] = r - 180.0f;
    }
}
