extern "C" __global__ void ellipse_inside_u8_cf4x(const float* px, const float* py, unsigned char* inside, float a2, float b2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        float x_2 = px[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        float y_2 = py[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        inside[i_2] = x_2 * x_2 * b2 + y_2 * y_2 * a2 <= a2 * b2 ? 1 : 0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        float x_3 = px[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        float y_3 = py[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/ellipse_inside_u8.cu"
        inside[i_3] = x_3 * x_3 * b2 + y_3 * y_3 * a2 <= a2 * b2 ? 1 : 0;
    }
}
