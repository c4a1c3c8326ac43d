extern "C" __global__ void strided_copy_cf8x(const float* in, float* out) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_0 = (blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_1 = (blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u)) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_2 = (blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u)) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_3 = (blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u)) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_4 = (blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u)) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_5 = (blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u)) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_6 = (blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u)) * gridDim.y + blockIdx.y;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    int i_7 = (blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u)) * gridDim.y + blockIdx.y;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_0] = in[i_0];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_1] = in[i_1];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_2] = in[i_2];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_3] = in[i_3];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_4] = in[i_4];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_5] = in[i_5];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_6] = in[i_6];
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/strided_copy.cu"
    out[i_7] = in[i_7];
}
