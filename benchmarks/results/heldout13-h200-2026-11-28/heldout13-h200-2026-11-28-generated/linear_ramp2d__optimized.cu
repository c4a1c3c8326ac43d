extern "C" __global__ void linear_ramp2d_opt(float* ramp, float x0, float y0, float dx, float dy, float inv_len2, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
    int ucond = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
    float4 ramp_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        int x_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_m0 = (((float)x_m0 - x0) * dx + ((float)y_m0 - y0) * dy) * inv_len2;
            ramp_v0.x = fminf(fmaxf(t_m0, 0.0f), 1.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        int x_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_m1 = (((float)x_m1 - x0) * dx + ((float)y_m1 - y0) * dy) * inv_len2;
            ramp_v0.y = fminf(fmaxf(t_m1, 0.0f), 1.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        int x_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_m2 = (((float)x_m2 - x0) * dx + ((float)y_m2 - y0) * dy) * inv_len2;
            ramp_v0.z = fminf(fmaxf(t_m2, 0.0f), 1.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        int x_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cu"
            float t_m3 = (((float)x_m3 - x0) * dx + ((float)y_m3 - y0) * dy) * inv_len2;
            ramp_v0.w = fminf(fmaxf(t_m3, 0.0f), 1.0f);
            *(float4*)(&ramp[y_m3 * width + x_m3] - 3) = ramp_v0;
        }
    }
}
