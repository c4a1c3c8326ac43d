extern "C" __global__ void int8_add_colwalk_hand(const char* a, const char* b, char* c, int width, int height) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/int8_add_colwalk_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/int8_add_colwalk_hand.cu"
    if (4 * i < width * height) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/int8_add_colwalk_hand.cu"
        char4 va = ((const char4*)a)[i];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/int8_add_colwalk_hand.cu"
        char4 vb = ((const char4*)b)[i];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/int8_add_colwalk_hand.cu"
        char4 o;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/int8_add_colwalk_hand.cu"
        o.x = (char)(va.x + vb.x);
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/int8_add_colwalk_hand.cu"
        o.y = (char)(va.y + vb.y);
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/int8_add_colwalk_hand.cu"
        o.z = (char)(va.z + vb.z);
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/int8_add_colwalk_hand.cu"
        o.w = (char)(va.w + vb.w);
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/int8_add_colwalk_hand.cu"
        ((char4*)c)[i] = o;
    }
}
