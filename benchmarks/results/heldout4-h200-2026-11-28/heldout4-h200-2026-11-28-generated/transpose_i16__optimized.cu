extern "C" __global__ void transpose_i16_opt(const short* in, short* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
    int ucond = ((int)(blockIdx.x * blockDim.y + threadIdx.y) < width) & ((int)(blockIdx.y * (blockDim.x * 4u) + threadIdx.x * 4u) < height);
    short4 out_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        int x_m0 = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        int y_m0 = blockIdx.y * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        if (ucond) {
            out_v0.x = in[y_m0 * width + x_m0];
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        int x_m1 = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        int y_m1 = blockIdx.y * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        if (ucond) {
            out_v0.y = in[y_m1 * width + x_m1];
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        int x_m2 = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        int y_m2 = blockIdx.y * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        if (ucond) {
            out_v0.z = in[y_m2 * width + x_m2];
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        int x_m3 = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        int y_m3 = blockIdx.y * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cu"
        if (ucond) {
            out_v0.w = in[y_m3 * width + x_m3];
            *(short4*)(&out[x_m3 * height + y_m3] - 3) = out_v0;
        }
    }
}
