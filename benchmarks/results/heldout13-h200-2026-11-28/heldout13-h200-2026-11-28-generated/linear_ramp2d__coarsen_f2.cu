extern "C" __global__ void linear_ramp2d_cf2x(float* ramp, float x0, float y0, float dx, float dy, float inv_len2, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        float t_0 = (((float)x_0 - x0) * dx + ((float)y - y0) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        ramp[y * width + x_0] = fminf(fmaxf(t_0, 0.0f), 1.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        float t_1 = (((float)x_1 - x0) * dx + ((float)y - y0) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        ramp[y * width + x_1] = fminf(fmaxf(t_1, 0.0f), 1.0f);
    }
}
