extern "C" __global__ void pixel_shuffle2x_opt(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int ucond = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
    float4 out_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int x_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int hw_m0 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int hh_m0 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int plane_m0 = y_m0 % 2 * 2 + x_m0 % 2;
            out_v0.x = in[(plane_m0 * hh_m0 + y_m0 / 2) * hw_m0 + x_m0 / 2];
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int x_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int hw_m1 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int hh_m1 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int plane_m1 = y_m1 % 2 * 2 + x_m1 % 2;
            out_v0.y = in[(plane_m1 * hh_m1 + y_m1 / 2) * hw_m1 + x_m1 / 2];
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int x_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int hw_m2 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int hh_m2 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int plane_m2 = y_m2 % 2 * 2 + x_m2 % 2;
            out_v0.z = in[(plane_m2 * hh_m2 + y_m2 / 2) * hw_m2 + x_m2 / 2];
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int x_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int hw_m3 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int hh_m3 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
            int plane_m3 = y_m3 % 2 * 2 + x_m3 % 2;
            out_v0.w = in[(plane_m3 * hh_m3 + y_m3 / 2) * hw_m3 + x_m3 / 2];
            *(float4*)(&out[y_m3 * width + x_m3] - 3) = out_v0;
        }
    }
}
