extern "C" __global__ void nchw_to_nhwc(const float* in, float* out, int N, int C, int HW) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if (g < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        int s = g % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        int t = g / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        int c = t % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        int b = t / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        out[(b * HW + s) * C + c] = in[g];
    }
}
