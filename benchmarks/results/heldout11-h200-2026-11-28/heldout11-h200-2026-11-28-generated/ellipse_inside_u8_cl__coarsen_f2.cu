extern "C" __global__ void ellipse_inside_u8_cf2x(const float* px, const float* py, unsigned char* inside, float a2, float b2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        float x_0 = px[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        float y_0 = py[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        inside[i_0] = x_0 * x_0 * b2 + y_0 * y_0 * a2 <= a2 * b2 ? 1 : 0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        float x_1 = px[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        float y_1 = py[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        inside[i_1] = x_1 * x_1 * b2 + y_1 * y_1 * a2 <= a2 * b2 ? 1 : 0;
    }
}
