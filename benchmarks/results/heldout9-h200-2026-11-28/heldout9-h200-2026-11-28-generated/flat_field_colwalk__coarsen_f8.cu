extern "C" __global__ void flat_field_colwalk_cf8x(const float* raw, const float* dark, const float* gain, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (r_0 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        int i_0 = r_0 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        out[i_0] = (raw[i_0] - dark[i_0]) * gain[i_0];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (r_1 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        int i_1 = r_1 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        out[i_1] = (raw[i_1] - dark[i_1]) * gain[i_1];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (r_2 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        int i_2 = r_2 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        out[i_2] = (raw[i_2] - dark[i_2]) * gain[i_2];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (r_3 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        int i_3 = r_3 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        out[i_3] = (raw[i_3] - dark[i_3]) * gain[i_3];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (r_4 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        int i_4 = r_4 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        out[i_4] = (raw[i_4] - dark[i_4]) * gain[i_4];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (r_5 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        int i_5 = r_5 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        out[i_5] = (raw[i_5] - dark[i_5]) * gain[i_5];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (r_6 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        int i_6 = r_6 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        out[i_6] = (raw[i_6] - dark[i_6]) * gain[i_6];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
    if (r_7 < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        int i_7 = r_7 * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cu"
        out[i_7] = (raw[i_7] - dark[i_7]) * gain[i_7];
    }
}
