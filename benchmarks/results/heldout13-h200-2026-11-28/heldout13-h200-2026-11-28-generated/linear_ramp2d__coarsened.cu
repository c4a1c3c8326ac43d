extern "C" __global__ void linear_ramp2d_cf8x_st16(float* ramp, float x0, float y0, float dx, float dy, float inv_len2, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int x_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int x_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int x_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 32u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int x_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 48u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 48u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int x_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 64u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        x_4 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int x_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 80u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        x_5 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 80u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int x_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 96u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        x_6 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int x_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 112u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        x_7 = blockIdx.x * 32u + (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 112u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_0 = (((float)x_0 - x0) * dx + ((float)y - y0) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            ramp[y * width + x_0] = fminf(fmaxf(t_0, 0.0f), 1.0f);
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_1 = (((float)x_1 - x0) * dx + ((float)y - y0) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            ramp[y * width + x_1] = fminf(fmaxf(t_1, 0.0f), 1.0f);
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 32u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_2 = (((float)x_2 - x0) * dx + ((float)y - y0) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            ramp[y * width + x_2] = fminf(fmaxf(t_2, 0.0f), 1.0f);
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 48u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_3 = (((float)x_3 - x0) * dx + ((float)y - y0) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            ramp[y * width + x_3] = fminf(fmaxf(t_3, 0.0f), 1.0f);
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 64u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_4 = (((float)x_4 - x0) * dx + ((float)y - y0) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            ramp[y * width + x_4] = fminf(fmaxf(t_4, 0.0f), 1.0f);
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 80u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_5 = (((float)x_5 - x0) * dx + ((float)y - y0) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            ramp[y * width + x_5] = fminf(fmaxf(t_5, 0.0f), 1.0f);
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 96u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_6 = (((float)x_6 - x0) * dx + ((float)y - y0) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            ramp[y * width + x_6] = fminf(fmaxf(t_6, 0.0f), 1.0f);
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    if (threadIdx.x / 16u * 128u + threadIdx.x % 16u + 112u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_7 = (((float)x_7 - x0) * dx + ((float)y - y0) * dy) * inv_len2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            ramp[y * width + x_7] = fminf(fmaxf(t_7, 0.0f), 1.0f);
        }
}
