extern "C" __global__ void ellipse_inside_u8_cf2x(const float* px, const float* py, unsigned char* inside, float a2, float b2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        float x_0 = px[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        float y_0 = py[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        inside[i_0] = x_0 * x_0 * b2 + y_0 * y_0 * a2 <= a2 * b2 ? 1 : 0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        float x_1 = px[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        float y_1 = py[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        inside[i_1] = x_1 * x_1 * b2 + y_1 * y_1 * a2 <= a2 * b2 ? 1 : 0;
    }
}
