extern "C" __global__ void flat_field_colwalk(const float* raw, const float* dark, const float* gain, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    int c = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
    if (r < height && c < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        int i = r * width + c;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/flat_field_colwalk.cl"
        out[i] = (raw[i] - dark[i]) * gain[i];
    }
}
