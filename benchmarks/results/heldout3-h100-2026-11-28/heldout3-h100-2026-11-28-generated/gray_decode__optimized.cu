extern "C" __global__ void gray_decode_opt(const unsigned int* in, unsigned int* out, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 in_v0;
    uint4 out_v1;
    {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        if (ucond) {
            in_v0 = *(const uint4*)&in[i_m0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            unsigned int b_m0 = in_v0.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m0 ^= b_m0 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m0 ^= b_m0 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m0 ^= b_m0 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m0 ^= b_m0 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m0 ^= b_m0 >> 16;
            out_v1.x = b_m0;
        }
    }
    {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        if (ucond) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            unsigned int b_m1 = in_v0.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m1 ^= b_m1 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m1 ^= b_m1 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m1 ^= b_m1 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m1 ^= b_m1 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m1 ^= b_m1 >> 16;
            out_v1.y = b_m1;
        }
    }
    {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        if (ucond) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            unsigned int b_m2 = in_v0.z;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m2 ^= b_m2 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m2 ^= b_m2 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m2 ^= b_m2 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m2 ^= b_m2 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m2 ^= b_m2 >> 16;
            out_v1.z = b_m2;
        }
    }
    {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
        if (ucond) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            unsigned int b_m3 = in_v0.w;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m3 ^= b_m3 >> 1;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m3 ^= b_m3 >> 2;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m3 ^= b_m3 >> 4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m3 ^= b_m3 >> 8;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/gray_decode.cu"
            b_m3 ^= b_m3 >> 16;
            out_v1.w = b_m3;
            *(uint4*)(&out[i_m3] - 3) = out_v1;
        }
    }
}
