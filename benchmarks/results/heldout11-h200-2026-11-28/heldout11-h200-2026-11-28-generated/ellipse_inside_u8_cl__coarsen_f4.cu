extern "C" __global__ void ellipse_inside_u8_cf4x(const float* px, const float* py, unsigned char* inside, float a2, float b2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        float x_2 = px[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        float y_2 = py[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        inside[i_2] = x_2 * x_2 * b2 + y_2 * y_2 * a2 <= a2 * b2 ? 1 : 0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        float x_3 = px[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        float y_3 = py[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cl"
        inside[i_3] = x_3 * x_3 * b2 + y_3 * y_3 * a2 <= a2 * b2 ? 1 : 0;
    }
}
