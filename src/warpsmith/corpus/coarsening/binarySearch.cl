// binarySearch (AMD APP SDK BinarySearch): one pass of a multi-pass search for `findMe`
// in a sorted array. The pass's search range [globalLowerBound, globalUpperBound] is cut
// into get_global_size(0) segments of subdivSize elements; each work-item looks at the
// two ends of its segment and, if the key lies between them, records the segment as the
// range for the next pass: outputArray[0] = (lower bound, upper bound, -, 1).
// With distinct sorted values at most one work-item writes. globalUpperBound is unused
// by the kernel, as in the original.
__kernel void binarySearch(__global uint4 *outputArray,
                           __global const uint *sortedArray,
                           const uint findMe,
                           const uint globalLowerBound,
                           const uint globalUpperBound,
                           const uint subdivSize)
{
    uint tid = get_global_id(0);

    // this work-item's segment of the pass's search range
    uint lowerBound = globalLowerBound + subdivSize * tid;
    uint upperBound = lowerBound + subdivSize - 1;

    uint lowerBoundElement = sortedArray[lowerBound];
    uint upperBoundElement = sortedArray[upperBound];

    if ((lowerBoundElement > findMe) || (upperBoundElement < findMe)) {
        return;
    } else {
        // the key is in this segment: it is the search range of the next pass
        outputArray[0].x = lowerBound;
        outputArray[0].y = upperBound;
        outputArray[0].w = 1;
    }
}
