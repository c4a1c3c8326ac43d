extern "C" __global__ void sobel_gxgy_f32(const float* in, float* gx, float* gy, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        int i = y * width + x;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dx = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dy = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dx = in[i - width + 1] + 2.0f * in[i + 1] + in[i + width + 1] - (in[i - width - 1] + 2.0f * in[i - 1] + in[i + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dy = in[i + width - 1] + 2.0f * in[i + width] + in[i + width + 1] - (in[i - width - 1] + 2.0f * in[i - width] + in[i - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gx[i] = dx;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gy[i] = dy;
    }
}
